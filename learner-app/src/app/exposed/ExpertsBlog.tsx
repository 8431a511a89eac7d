// Exposed page: placeholder until its issue lands.
export default function ExpertsBlogPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>What We Want to Achieve · Aarohi</title>
      <h1>What We Want to Achieve</h1>
    </section>
  );
}
