// Exposed page: placeholder until its issue lands.
export default function TutorSupportTicketPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Support Center · Aarohi</title>
      <h1>Support Center</h1>
    </section>
  );
}
