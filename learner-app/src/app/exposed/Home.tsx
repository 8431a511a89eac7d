// Exposed page: placeholder until its issue lands.
export default function HomePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Aarohi — AI for Women · Aarohi</title>
      <h1>Aarohi — AI for Women</h1>
    </section>
  );
}
