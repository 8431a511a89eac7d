// Exposed page: placeholder until its issue lands.
export default function RedirectionPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Welcome · Aarohi</title>
      <h1>Welcome</h1>
    </section>
  );
}
