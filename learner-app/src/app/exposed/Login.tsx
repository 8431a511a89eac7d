// Exposed page: placeholder until its issue lands.
export default function LoginPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Student login · Aarohi</title>
      <h1>Student login</h1>
    </section>
  );
}
