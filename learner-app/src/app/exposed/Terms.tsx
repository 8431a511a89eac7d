// Exposed page: placeholder until its issue lands.
export default function TermsPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Terms and Conditions · Aarohi</title>
      <h1>Terms and Conditions</h1>
    </section>
  );
}
