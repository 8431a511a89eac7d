// Exposed page: placeholder until its issue lands.
export default function RegisterPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Student registration · Aarohi</title>
      <h1>Student registration</h1>
    </section>
  );
}
