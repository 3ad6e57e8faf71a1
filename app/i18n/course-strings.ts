// The course and lesson pages' English strings (the quiz and certificate pages' are in
// quiz-strings.ts). They are kept out of the shell table (en.ts ships with every page) and load with
// the pages that use them; the Hindi ones sit in hi.ts's hiCourses, loaded with the Hindi table.
export const courseText = {
  "course.levelValue": "{0} level",
  "course.hours": "About {0} hours",
  "course.lessonCount": "{0} lessons",
  "course.withCertificate": "Final assessment and certificate",
  "course.outcomes": "What you will be able to do",
  "course.lessons": "Lessons",
  "course.module": "Module {0}: {1}",
  "course.outline": "Course outline",
  "course.lessonOf": "Lesson {0} of {1}",
  "course.readingTime": "{0} min read",
  "course.lessonDone": "completed",
  "course.keyPoints": "Key points",
  "course.checkYourself": "Check yourself",
  "course.showAnswer": "Show the answer",
  "course.markComplete": "Mark as complete",
  "course.completed": "Completed",
  "course.markIncomplete": "Mark as not complete",
  "course.markedComplete": "Lesson marked as complete.",
  "course.markedIncomplete": "Lesson marked as not complete.",
  "course.progress": "{0} of {1} lessons complete",
  "course.progressLabel": "Your progress",
  "course.progressOf": "Your progress in {0}",
  "course.start": "Start the course",
  "course.continue": "Continue the course",
  "course.lessonNavigation": "Previous and next lesson",
  "course.previous": "Previous lesson",
  "course.next": "Next lesson",
  "course.quizNext": "Finished the lessons?",
  "course.takeQuiz": "Take the final assessment",
  "course.quizTitle": "Final assessment and certificate",
  "course.quizText":
    "Each attempt draws {0} questions, two on every lesson, from a bank of {1}, graded on our server. Score {2}% or more and mark every lesson complete to earn a certificate anyone can verify.",
  "course.practice": "Practice",
  "course.practiceIntro":
    "{0} questions on this lesson. Check your answers to see the correct ones and why; nothing is stored.",
  "course.practiceOne": "Choose one answer.",
  "course.practiceAll": "Choose all the correct answers.",
  "course.practiceCheck": "Check my answers",
} as const;

export type CourseTextKey = keyof typeof courseText;
