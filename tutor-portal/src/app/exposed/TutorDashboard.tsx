// Exposed page: placeholder until its issue lands.
export default function TutorDashboardPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Tutor dashboard · Aarohi</title>
      <h1>Tutor dashboard</h1>
    </section>
  );
}
