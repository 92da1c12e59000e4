// The last column's header of a settings table: its buttons need no visible title, a screen
// reader still hears what the column holds.
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}
