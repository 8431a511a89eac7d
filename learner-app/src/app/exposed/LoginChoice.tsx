// Exposed page: placeholder until its issue lands.
export default function LoginChoicePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Login · Aarohi</title>
      <h1>Login</h1>
    </section>
  );
}
