import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { notify } from '@site/state';
import styled from 'styled-components';
import { roundIconControl } from '../../../lib/ui';
import { useWords } from '../../../lib/words';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    ${roundIconControl}
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Heading = styled.p`
  font-weight: 600;
`;

const icons = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z',
  facebook:
    'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2a1 1 0 0 1-1.4-1.4l2-2a1 1 0 1 0-1.4-1.4l-3.5 3.5a1 1 0 0 1-1.4 0ZM13.4 10.6a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2a1 1 0 0 1 1.4 1.4l-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

export function shareTargets(url: string, text: string) {
  const encodedUrl = encodeURIComponent(url);
  const encodedText = encodeURIComponent(text);
  return [
    { name: 'WhatsApp', icon: icons.whatsapp, href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: 'Facebook', icon: icons.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'X', icon: icons.x, href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedText}` },
  ];
}

const subscribeToNothing = () => () => undefined;

/**
 * The page's address. The server does not know the address the visitor used; it renders the path, and
 * the browser fills in the full address right after hydration (React reads the server's value first).
 */
function usePageUrl(): string {
  const { pathname, search } = useLocation();
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => '',
  );
  return `${origin}${pathname}${search}`;
}

/** Share icons (docs/product.md#product-detail): WhatsApp, Facebook and X in a new tab, and copying the page's link. */
export function ShareLinks({ title }: { title: string }) {
  const t = useWords();
  const url = usePageUrl();
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('share.copied'));
    } catch {
      notify.error(t('share.copyFailed'));
    }
  };

  return (
    <div>
      <Heading id="share-heading">{t('share.title')}</Heading>
      <List aria-labelledby="share-heading">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.on', { name: target.name })}
            >
              <Icon path={target.icon} />
            </a>
          </li>
        ))}
        <li>
          <button type="button" aria-label={t('share.copy')} onClick={copyLink}>
            <Icon path={icons.link} />
          </button>
        </li>
      </List>
    </div>
  );
}
