// Exposed page: placeholder until its issue lands.
export default function TutorProfilePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Profile · Aarohi</title>
      <h1>Profile</h1>
    </section>
  );
}
