// Exposed page: placeholder until its issue lands.
export default function WonderWomenPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Wonder Women in AI & Tech · Aarohi</title>
      <h1>Wonder Women in AI & Tech</h1>
    </section>
  );
}
