import { courseText } from "./course-text.ts";
import type { TranslationKey } from "./en.ts";
import { useLanguage } from "./language.tsx";
import { translateFrom } from "./translate.ts";

// The quiz, result, certificate and account-learning strings in English (see course-text.ts).
export const quizText = {
  "quiz.rulesTitle": "How the quiz works",
  "quiz.ruleDraw":
    "Each attempt draws {0} questions at random from a bank of {1}, with the options shuffled.",
  "quiz.ruleMultiple":
    "Some questions have more than one correct answer and say so: choose all of them to score that question.",
  "quiz.rulePass": "The pass mark is {0}%: {1} of {2} correct answers.",
  "quiz.ruleResult":
    "There is no time limit. After you submit, you see your score and, for every question, the correct answer, why, and the lesson to revise.",
  "quiz.ruleCertificate":
    "Pass while signed in to get a certificate. Pass while signed out and you can sign in or register afterwards to claim it, without retaking the quiz.",
  "quiz.start": "Start the quiz",
  "quiz.backToCourse": "Back to {0}",
  "quiz.questionOf": "Question {0} of {1}",
  "quiz.chooseOne": "Choose one answer.",
  "quiz.chooseAll": "Choose all the correct answers.",
  "quiz.submit": "Submit answers",
  "quiz.unansweredNote": "Unanswered questions count as wrong.",
  "quiz.answeredCount": "{0} of {1} answered. Unanswered questions count as wrong.",
  "quiz.passed": "You passed",
  "quiz.failed": "Not passed this time",
  "quiz.score": "You scored {0} of {1} ({2}%).",
  "quiz.passMark": "The pass mark is {0}%: {1} of {2}.",
  "quiz.retake": "Take the quiz again",
  "quiz.review": "Your answers",
  "quiz.questionCorrect": "Question {0}: correct",
  "quiz.questionWrong": "Question {0}: not correct",
  "quiz.yourAnswer": "Your answer",
  "quiz.correctAnswer": "Correct answer",
  "quiz.notAnswered": "You did not answer this question.",
  "quiz.revise": "Revise:",
  "quiz.certificateTitle": "Your certificate",
  "quiz.certificateOther": "Certificate",
  "quiz.certificateHeld": "Issued to {0} for a score of {1} of {2}, dated {3}.",
  "quiz.viewCertificate": "View and verify",
  "quiz.downloadPdf": "Download PDF",
  "quiz.nameHint": 'The name comes from "Name on certificates" in your account, where you can change it:',
  "quiz.claimText": "You passed while signed out. Claim the certificate for this attempt for your account.",
  "quiz.claim": "Claim your certificate",
  "quiz.signInText":
    "You passed! Create a free account or sign in to claim your certificate for this attempt. You will not have to retake the quiz.",
  "quiz.register": "Create an account",
  "quiz.signIn": "Sign in",
  "quiz.otherBrowser":
    "A certificate for a signed-out pass can be claimed only in the browser that took the quiz.",
  "quiz.otherAccount":
    "This attempt belongs to an account; its certificate is listed on that account's page.",
  "certificate.title": "Certificate verification",
  "certificate.verified": "This certificate is genuine: {0} issued it, and the details below are its record.",
  "certificate.heading": "Certificate of Completion",
  "certificate.certifies": "This certifies that",
  "certificate.completed": "completed the course and passed its quiz",
  "certificate.level": "Level",
  "certificate.score": "Score",
  "certificate.scoreValue": "{0} of {1} ({2}%)",
  "certificate.date": "Date",
  "certificate.id": "Certificate ID",
  "certificate.verifyAt": "Verification address",
  "certificate.print": "Print",
  "certificate.disclaimer":
    "A record of completing a free online course and its quiz. It is not a professional qualification, a NISM certification or a licence.",
  "certificate.notFoundTitle": "No certificate with this id",
  "certificate.notFoundText":
    "We have no certificate with the id in this address. Check it against the id printed on the certificate: it is 32 characters, the digits 0-9 and the letters a-f.",
  "certificate.browseCourses": "Browse the courses",
  "account.courses": "Your courses",
  "account.openCourse": "Open {0}",
  "account.certificates": "Your certificates",
  "account.noCertificates": "No certificates yet. Pass a course's quiz while signed in to earn one.",
  "account.certificateLine": "Score {0} of {1} ({2}%), {3}",
} as const;

export type QuizTextKey = keyof typeof quizText;

const pageText = { ...courseText, ...quizText };
type PageTextKey = keyof typeof pageText;

function isPageKey(key: string): key is PageTextKey {
  return Object.hasOwn(pageText, key);
}

/** Like useT, for quiz and course strings as well as the shell's. */
export function useQuizT(): (
  key: PageTextKey | TranslationKey,
  fallback?: string,
  params?: readonly (string | number)[],
) => string {
  const { language, t } = useLanguage();
  return (key, fallback, params) =>
    isPageKey(key) ? translateFrom(language, pageText, key, params) : t(key, fallback, params);
}
