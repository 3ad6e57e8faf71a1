// The quiz, result, certificate and account-learning strings in English (see course-strings.ts).
export const quizText = {
  "quiz.rulesTitle": "How the final assessment works",
  "quiz.ruleDraw":
    "Each attempt draws {0} questions from a bank of {1}: two on every lesson, in random order, with the options shuffled.",
  "quiz.ruleMultiple":
    "Some questions have more than one correct answer and say so: choose all of them to score that question.",
  "quiz.rulePass": "The pass mark is {0}%: {1} of {2} correct answers.",
  "quiz.ruleResult":
    "There is no time limit. After you submit you see your score on each lesson and, for every question, your answer, the correct one, why, and the lesson to revise.",
  "quiz.ruleCertificate":
    "A certificate needs a pass and all {0} lessons marked complete; you give the name to print when you claim it, in any script. Pass while signed out and you can sign in or register afterwards to claim it, without retaking the assessment.",
  "quiz.start": "Start the assessment",
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
  "quiz.retake": "Take the assessment again",
  "quiz.review": "Your answers",
  "quiz.questionCorrect": "Question {0}: correct",
  "quiz.questionWrong": "Question {0}: not correct",
  "quiz.yourAnswer": "Your answer",
  "quiz.correctAnswer": "Correct answer",
  "quiz.notAnswered": "You did not answer this question.",
  "quiz.revise": "Revise:",
  "quiz.certificateTitle": "Your certificate",
  "quiz.certificateOther": "Certificate",
  "quiz.certificateHeld": "Issued to {0} for a score of {1} of {2}, passed on {3}.",
  "quiz.viewCertificate": "View and verify",
  "quiz.downloadPdf": "Download PDF",
  "quiz.nameHint":
    "The name on an issued certificate never changes. To correct it, use the form on the certificate's page: a corrected certificate replaces it.",
  "quiz.claimText":
    "You passed. To issue your certificate, mark all {0} lessons complete and give the name to print on it.",
  "quiz.claim": "Claim your certificate",
  "quiz.signInText":
    "You passed! Create a free account or sign in to claim your certificate for this attempt; you will also need every lesson marked complete. You will not have to retake the assessment.",
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
  "certificate.level": "Level",
  "certificate.score": "Score",
  "certificate.scoreValue": "{0} of {1} ({2}%)",
  "certificate.date": "Date",
  "certificate.id": "Certificate ID",
  "certificate.verifyAt": "Verification address",
  "certificate.print": "Print",
  "certificate.disclaimer":
    "A record of completing a free online course and passing its final assessment. It is not a professional qualification, a NISM certification or a licence.",
  "certificate.notFoundTitle": "No certificate with this id",
  "certificate.notFoundText":
    "We have no certificate with the id in this address. Check it against the id printed on the certificate: it is 32 characters, the digits 0-9 and the letters a-f.",
  "certificate.browseCourses": "Browse the courses",
  "account.courses": "Your courses",
  "account.openCourse": "Open {0}",
  "account.certificates": "Your certificates",
  "account.noCertificates":
    "No certificates yet. Mark a course's lessons complete and pass its final assessment to earn one.",
  "account.certificateLine": "Score {0} of {1} ({2}%), {3}",
  "quiz.ruleSaved":
    "Your answers are saved as you go, in this browser and on our server, so a reload or a closed tab keeps them. Before you submit, you are told about any question left unanswered.",
  "quiz.ruleRetake":
    "After {0} failed attempts within {1} hours, the next attempt opens {2} hours after the last. Use the wait to revise.",
  "quiz.save": "Save my answers",
  "quiz.savedOnServer": "Answers saved.",
  "quiz.savedInBrowser": "Answers saved in this browser.",
  "quiz.unansweredTitle": "{0} of {1} questions have no answer. Unanswered questions count as wrong.",
  "quiz.unansweredList": "Questions without an answer:",
  "quiz.submitAnyway": "Submit anyway",
  "quiz.keepAnswering": "Keep answering",
  "quiz.unansweredJump": "{0} questions have no answer: answer them, or submit anyway.",
  "quiz.claimReplaces":
    "This pass scores better than your current certificate ({0} of {1}). Claiming issues a new certificate, and the current one's page will say it was replaced.",
  "quiz.currentCertificate": "Your current certificate",
  "quiz.lessonsMarked": "{0} of {1} lessons marked complete",
  "quiz.lessonMarked": "marked complete",
  "quiz.lessonNotMarked": "not marked complete yet",
  "quiz.nameLabel": "Name on the certificate",
  "quiz.nameHintClaim":
    "As it should be printed: any script, accents allowed, 2 to 80 characters. It cannot be changed afterwards; a correction issues a new certificate.",
  "quiz.byLesson": "Your score by lesson",
  "quiz.lesson": "Lesson",
  "quiz.correctCount": "Correct",
  "quiz.reviseThis": "Revise",
  "quiz.ofTotal": "{0} of {1}",
  "quiz.retakeWait":
    "After two failed attempts within 24 hours, your next attempt opens at {0}. Revise the lessons marked below meanwhile.",
  "certificate.replacedOn": "This certificate was replaced on {0} by",
  "certificate.addToLinkedIn": "Add to LinkedIn",
  "certificate.opensNewTab": "(opens LinkedIn in a new tab)",
  "certificate.correctTitle": "Correct the name",
  "certificate.correctText":
    "You hold this certificate. The name on an issued certificate never changes: a correction issues a new certificate with the same score and date, and this page then says it was replaced, with a link to the new one.",
  "certificate.correctButton": "Issue a corrected certificate",
  "certificate.withdrawnTitle": "Certificate withdrawn",
  "certificate.withdrawnText":
    "This certificate was withdrawn at its holder's request on {0}. Its holder deleted their account; the name is no longer kept.",
  "practice.score": "You answered {0} of {1} correctly.",
  "practice.nothingStored": "Practice answers are not stored and do not count towards the final assessment.",
  "practice.tryAgain": "Try the practice again",
  "practice.backToLesson": "Back to {0}",
  "practice.refusedTitle": "These answers could not be checked",
  "courseMissing.courseTitle": "No course here",
  "courseMissing.courseText":
    "We could not find a course at this address. The course list has every course we offer.",
  "courseMissing.lessonTitle": "No lesson here",
  "courseMissing.lessonText":
    "We could not find that lesson in this course; it may have been renamed. The course page lists every lesson it has.",
  "courseMissing.attemptTitle": "No assessment attempt here",
  "courseMissing.attemptText":
    "We could not find that assessment attempt for this course. You can start a new one from the course's final assessment page.",
  "courseMissing.forbiddenTitle": "This attempt is not yours",
  "courseMissing.backToCourse": "Back to {0}",
} as const;

export type QuizTextKey = keyof typeof quizText;
