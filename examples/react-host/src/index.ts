// An async boundary: the shared React is negotiated with the remote before it runs.
import('./bootstrap');
