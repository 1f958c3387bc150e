/** The search control's icon and label: the same in the header's first HTML and once the typeahead has loaded. */
export function SearchToggleContent() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Buscar</span>
    </>
  );
}
