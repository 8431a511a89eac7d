// Exposed page: placeholder until its issue lands.
export default function DashboardPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Dashboard · Aarohi</title>
      <h1>Dashboard</h1>
    </section>
  );
}
