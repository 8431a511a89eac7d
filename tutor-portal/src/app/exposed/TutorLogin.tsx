// Exposed page: placeholder until its issue lands.
export default function TutorLoginPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Tutor login · Aarohi</title>
      <h1>Tutor login</h1>
    </section>
  );
}
