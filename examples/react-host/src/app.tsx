import { useState } from 'react';
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The page's settings, written by its server: where the auth remote and the API are. */
const setting = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

registerRemotes([{ name: 'auth', entry: `${setting('suvasa-auth-origin')}/mf-manifest.json` }]);

interface Customer {
  customer_id: string;
  shopName: string;
}

const SignUp = createRemoteAppComponent({
  loader: () => loadRemote('auth/SignUpWidget'),
  loading: <p>Loading the sign-up…</p>,
  fallback: ({ error }) => <p role="alert">The sign-up could not be loaded: {error.message}</p>,
});

export function App() {
  const [open, setOpen] = useState(true);
  const [customer, setCustomer] = useState<Customer | null>(null);

  return (
    <main style={{ fontFamily: 'Verdana, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1>Another team's React app</h1>
      {customer && (
        <p id="host-customer">
          Registered {customer.customer_id} ({customer.shopName})
        </p>
      )}
      {open ? (
        <SignUp
          apiBase={setting('suvasa-api-base')}
          onComplete={(registered: Customer) => setCustomer(registered)}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          New retailer
        </button>
      )}
    </main>
  );
}
