// Exposed page: placeholder until its issue lands.
export default function SupportPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Support · Aarohi</title>
      <h1>Support</h1>
    </section>
  );
}
