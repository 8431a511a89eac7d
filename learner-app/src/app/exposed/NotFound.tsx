// Exposed page: placeholder until its issue lands.
export default function NotFoundPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Page not found · Aarohi</title>
      <h1>Page not found</h1>
    </section>
  );
}
