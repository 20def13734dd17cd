/** Shown when the remotes manifest cannot be read: without it no page can be composed. */
export function StartupError() {
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>The site could not start</h1>
      <p>Its configuration could not be loaded. Please reload the page in a moment.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
