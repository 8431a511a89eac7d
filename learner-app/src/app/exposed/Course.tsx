// Exposed page: placeholder until its issue lands.
export default function CoursePage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>AI Learning Pathway · Aarohi</title>
      <h1>AI Learning Pathway</h1>
    </section>
  );
}
