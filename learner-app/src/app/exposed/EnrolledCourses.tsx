// Exposed page: placeholder until its issue lands.
export default function EnrolledCoursesPage() {
  return (
    <section style={{ padding: '2rem' }}>
      <title>Enrolled courses · Aarohi</title>
      <h1>Enrolled courses</h1>
    </section>
  );
}
