/**
 * Its words in English, the language of a page the browser renders alone; a page the server rendered
 * carries the shell's compiled words in the HTML (`SITE_WORDS_ELEMENT_ID` of @site/state, not imported:
 * this is in the first script, before @site/state is loaded), and its language's are used. The three are
 * plain text, so a compiled message is its text in parts.
 */
export const STARTUP_ERROR_ENGLISH = {
  'startup.title': 'The site could not start',
  'startup.body': 'Its configuration could not be loaded. Please reload the page in a moment.',
  'startup.reload': 'Reload',
} as const;

export const PAGE_WORDS_ELEMENT_ID = 'site-words';

type StartupWord = keyof typeof STARTUP_ERROR_ENGLISH;

function pageWords(): (id: StartupWord) => string {
  let host: Record<string, unknown> | undefined;
  try {
    const words = JSON.parse(document.getElementById(PAGE_WORDS_ELEMENT_ID)?.textContent ?? 'null') as {
      catalogues?: { host?: Record<string, unknown> };
    } | null;
    host = words?.catalogues?.host;
  } catch {
    host = undefined;
  }
  return (id) => {
    const compiled = host?.[id];
    return Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')
      ? compiled.join('')
      : STARTUP_ERROR_ENGLISH[id];
  };
}

/** Shown when the remotes manifest cannot be read: without it no page can be composed. */
export function StartupError() {
  const t = pageWords();
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('startup.title')}</h1>
      <p>{t('startup.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('startup.reload')}
      </button>
    </main>
  );
}
