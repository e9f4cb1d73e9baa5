import './slot-spinner.css';

/**
 * A slot's loading state: what its area shows while its remote is on the way. Plain markup
 * rather than antd's Spin: a served page's area left to the browser shows it before anything
 * else has loaded. Announced as busy, as Spin is.
 */
export function SlotSpinner() {
  return (
    <div className="slot-spinner" aria-live="polite" aria-busy="true">
      <span className="slot-spinner__ring" />
    </div>
  );
}
