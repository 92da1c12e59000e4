// What a section shows before the mirror has its data: loading, or (offline on a device that
// never loaded the settings) that a connection is needed once.
export function SectionLoading({ missing = false }: { missing?: boolean }) {
  if (missing) {
    return (
      <p className="notice notice--warning">
        The club's settings are not on this device yet. Connect once to load them; they then open offline too.
      </p>
    );
  }
  return <p>Loading...</p>;
}
