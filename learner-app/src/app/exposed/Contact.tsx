// Exposed page: placeholder until its issue lands.
export default function ContactPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Contact us · Aarohi</title>
      <h1>Contact us</h1>
    </section>
  );
}
