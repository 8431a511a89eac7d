// Exposed page: placeholder until its issue lands.
export default function BlogsPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Blogs and workshops · Aarohi</title>
      <h1>Blogs and workshops</h1>
    </section>
  );
}
