// Exposed page: placeholder until its issue lands.
export default function PaymentPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Payment · Aarohi</title>
      <h1>Payment</h1>
    </section>
  );
}
