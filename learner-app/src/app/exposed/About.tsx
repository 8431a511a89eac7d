// Exposed page: placeholder until its issue lands.
export default function AboutPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>About us · Aarohi</title>
      <h1>About us</h1>
    </section>
  );
}
