// URLs of the course pages, built in one place (pages, API answers, PDFs and tests use them).

export function coursePath(courseId: string): string {
  return `/courses/${courseId}`;
}

export function lessonPath(courseId: string, lessonId: string): string {
  return `/courses/${courseId}/lessons/${lessonId}`;
}

/** Where a lesson's practice form is checked (GET; nothing is stored). */
export function practicePath(courseId: string, lessonId: string): string {
  return `/courses/${courseId}/lessons/${lessonId}/practice`;
}

export function quizPath(courseId: string): string {
  return `/courses/${courseId}/quiz`;
}

/** One attempt of a quiz: its questions until graded, then its result. */
export function attemptPath(courseId: string, attemptId: string): string {
  return `/courses/${courseId}/quiz/${attemptId}`;
}

export function certificatePath(certificateId: string): string {
  return `/certificates/${certificateId}`;
}

export function certificatePdfPath(certificateId: string): string {
  return `/certificates/${certificateId}.pdf`;
}
