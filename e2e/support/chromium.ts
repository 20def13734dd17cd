import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the suite drives the browser the machine has, not a downloaded build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the journeys and the web benchmark run it: headless, and quiet (no updates, sync or background traffic). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const aptInstall = (...packages: string[]) =>
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });

/**
 * Debian's fonts for Devanagari and Gujarati: a retailer's phone has fonts for them, this machine may not.
 * Without one, Chromium searches every installed font for each run of such text and draws boxes: a Hindi
 * page's layout then costs hundreds of ms a phone never pays, and its figures say so. These two cover only
 * their scripts, so the English pages are drawn and measured as before.
 */
const INDIC_FONT_PACKAGES = ['fonts-lohit-deva', 'fonts-lohit-gujr'];

const hasFontFor = (language: string) => {
  try {
    return execFileSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};

/**
 * Installs the Devanagari and Gujarati fonts with apt-get when they are missing and we are root. Otherwise
 * a benchmark (`required`) stops, saying how, and the journeys go on with a warning: they read text, not
 * its pixels.
 */
export function ensureIndicFonts({ required }: { required: boolean }): void {
  const missing = () => ['hi', 'gu'].filter((language) => !hasFontFor(language));
  if (missing().length === 0) return;
  if (isRoot()) {
    console.log(`No font for ${missing().join(', ')}: installing ${INDIC_FONT_PACKAGES.join(' ')} with apt-get…`);
    try {
      aptInstall(...INDIC_FONT_PACKAGES);
    } catch {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      aptInstall(...INDIC_FONT_PACKAGES);
    }
    if (missing().length === 0) return;
  }
  const advice = `No font for ${missing().join(', ')} (sudo apt-get install -y --no-install-recommends ${INDIC_FONT_PACKAGES.join(' ')})`;
  if (required) throw new Error(`${advice}: Hindi and Gujarati pages would be measured searching for a font.`);
  console.warn(`${advice}: Hindi and Gujarati text shows as boxes in the journeys' browser.`);
}

/** Installs Chromium with apt-get when it is missing and we are root; otherwise says how. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  console.log('Chromium is missing: installing it with apt-get…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
}

/**
 * Desktop Chromium's address-bar popup, which a headless window still builds: a WebUI page in a renderer of its
 * own for each new window, 0.4-0.9 s of CPU on a 2-core machine while the window's first page loads. A phone's
 * browser has none of it; beside it, home's main thread took 784 ms for 275 ms of CPU, without it 414 for 220
 * (bench/README, 2026-11-30 noon).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * A launcher's flags with `features` added to its `--disable-features`: Chromium keeps only the last of a
 * repeated switch, so a second one would switch the launcher's own list back on.
 */
export function withDisabledFeatures(flags: readonly string[], features: readonly string[]): string[] {
  const own = flags.find((flag) => flag.startsWith(DISABLE_FEATURES));
  const listed = own ? own.slice(DISABLE_FEATURES.length).split(',') : [];
  const merged = `${DISABLE_FEATURES}${[...new Set([...listed, ...features])].join(',')}`;
  return own ? flags.map((flag) => (flag === own ? merged : flag)) : [...flags, merged];
}

/** The command line a launched Chromium runs with, read off its browser process (Linux). */
export async function browserCommandLine(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  await session.detach();
  const browserProcess = processInfo.find((info) => info.type === 'browser');
  if (!browserProcess) throw new Error('Chromium named no browser process: its command line cannot be read');
  return readFileSync(`/proc/${browserProcess.id}/cmdline`, 'utf8').split('\0');
}

let playwrightDisableSwitch: Promise<string | undefined> | undefined;

/**
 * The `--disable-features` switch Playwright launches Chromium with. Playwright keeps its list to itself, so a
 * first browser is launched to read it (once per process).
 */
export function playwrightDisabledFeatures(): Promise<string | undefined> {
  playwrightDisableSwitch ??= (async () => {
    const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      return (await browserCommandLine(probe)).find((flag) => flag.startsWith(DISABLE_FEATURES));
    } finally {
      await probe.close();
    }
  })();
  return playwrightDisableSwitch;
}

export async function launchChromium(): Promise<Browser> {
  const playwrights = await playwrightDisabledFeatures();
  const [merged] = withDisabledFeatures(playwrights ? [playwrights] : [], BROWSER_UI_FEATURES);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, merged!],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
  });
}
