import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { EMBEDDABLE_SIGN_UP_MODULE } from '@site/state/routes';
import { checkMountArguments, SignUpMountError } from './mount-options';
import { applyApiBase, SignUpWidget, type SignUpWidgetOptions } from './sign-up-widget';
import { hostLanguage } from './widget-words';

export type { RegisteredCustomer, SignUpWidgetOptions } from './sign-up-widget';
export { SignUpMountError } from './mount-options';

/**
 * The exposed `./sign-up-widget` module. Its default export is the federation bridge provider: a
 * foreign React host renders it with `createRemoteAppComponent`, and the bridge renders it into a
 * React root of its own, so the host's router, theme and contexts neither reach nor need it.
 */
const provider = createBridgeComponent<SignUpWidgetOptions>({ rootComponent: SignUpWidget });
export default provider;

const MODULE_NAME = `${EMBEDDABLE_SIGN_UP_MODULE.remote}/${EMBEDDABLE_SIGN_UP_MODULE.module.slice(2)}`;

/** Elements that hold a mounted sign-up: mounting twice into one would leave the first root orphaned. */
const mounted = new WeakSet<HTMLElement>();

/**
 * Framework-neutral: renders the sign-up into `element` (through the same bridge provider) and
 * returns `unmount`, which removes everything it rendered. Calling `unmount` again does nothing. It speaks
 * the language the element names (`data-language="hi"` or `lang="hi"`), unless `options.language` says.
 */
export function mount(element: HTMLElement, options: SignUpWidgetOptions): () => void {
  checkMountArguments(element, options);
  if (mounted.has(element))
    throw new SignUpMountError('SuvasaSignUp.mount: this element already holds the sign-up; unmount it first');
  applyApiBase(options.apiBase);
  const bridge = provider();
  mounted.add(element);
  // The bridge creates the root synchronously; its promise only reports the lifecycle hooks.
  void bridge.render({
    ...options,
    language: options.language ?? hostLanguage(element),
    dom: element,
    moduleName: MODULE_NAME,
  });
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    bridge.destroy({ dom: element, moduleName: MODULE_NAME });
    mounted.delete(element);
  };
}
