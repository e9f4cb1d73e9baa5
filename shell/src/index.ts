// The federation async boundary: shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
