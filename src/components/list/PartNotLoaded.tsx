import { useRevalidator } from 'react-router-dom';

/**
 * A part of a page whose call failed (the catalogue's toast has said why): said in place, with a retry that loads
 * the page's data again; the rest of the page stays.
 */
export function PartNotLoaded({ what }: { what: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="card empty-state" role="status">
      <p>The {what} could not be loaded.</p>
      <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
        Try again
      </button>
    </div>
  );
}
