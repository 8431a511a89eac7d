// Exposed page: placeholder until its issue lands.
export default function TutorSupportTicketListPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>My Support Tickets · Aarohi</title>
      <h1>My Support Tickets</h1>
    </section>
  );
}
