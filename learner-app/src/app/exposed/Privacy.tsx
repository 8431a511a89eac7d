// Exposed page: placeholder until its issue lands.
export default function PrivacyPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Privacy Policy · Aarohi</title>
      <h1>Privacy Policy</h1>
    </section>
  );
}
