// Exposed page: placeholder until its issue lands.
export default function NotificationsPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Notifications · Aarohi</title>
      <h1>Notifications</h1>
    </section>
  );
}
