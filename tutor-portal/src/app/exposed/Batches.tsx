// Exposed page: placeholder until its issue lands.
export default function BatchesPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>My Batches · Aarohi</title>
      <h1>My Batches</h1>
    </section>
  );
}
