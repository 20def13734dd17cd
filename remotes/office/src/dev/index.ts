// An async boundary, as in the host: shared singletons are negotiated before they run.
import('./bootstrap');
