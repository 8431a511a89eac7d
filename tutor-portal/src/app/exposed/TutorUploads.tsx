// Exposed page: placeholder until its issue lands.
export default function TutorUploadsPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Document Upload · Aarohi</title>
      <h1>Document Upload</h1>
    </section>
  );
}
