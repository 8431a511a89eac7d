// Exposed page: placeholder until its issue lands.
export default function TutorRegisterPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Tutor registration · Aarohi</title>
      <h1>Tutor registration</h1>
    </section>
  );
}
