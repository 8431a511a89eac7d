// Exposed page: placeholder until its issue lands.
export default function RegisterChoicePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Register · Aarohi</title>
      <h1>Register</h1>
    </section>
  );
}
