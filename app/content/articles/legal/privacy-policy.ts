import type { ArticleBody } from "../../types.ts";

export const privacyPolicyPage: ArticleBody = {
  path: "/legal/privacy-policy",
  lastReviewed: "2026-11-24",
  sources: [
    {
      title: "MeitY: data protection framework (Digital Personal Data Protection Act, 2023 and Rules, 2025)",
      url: "https://www.meity.gov.in/data-protection-framework",
    },
    {
      title: "India Code: Digital Personal Data Protection Act, 2023 (Act 22 of 2023)",
      url: "https://www.indiacode.nic.in/bitstream/123456789/22037/2/a2023-22.pdf",
    },
    {
      title: "CERT-In: security advisories",
      url: "https://www.cert-in.org.in/s2cMainServlet?pageid=PUBADVLIST",
    },
  ],
  sections: [
    {
      id: "at-a-glance",
      heading: "This policy at a glance",
      blocks: [
        {
          type: "p",
          text: "You can read every article, glossary, calculator and tool on this site **without an account and without giving us any personal data**. We store personal data only when you choose to create an account, take a course while signed in, or send us feedback. We do not run advertising, analytics or tracking of any kind, and we do not sell or share your data for marketing.",
        },
        {
          type: "p",
          text: "This page describes what the site's software actually stores, not a general template. In the language of India's **Digital Personal Data Protection Act, 2023** (the DPDP Act), you are the **Data Principal** and we are the **Data Fiduciary** for the data described here.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Delete everything in one click",
          text: 'Signed-in readers can delete their account from the **/account** page. That removes the account and all the data linked to it straight away, as described under "Your rights" below.',
        },
      ],
    },
    {
      id: "data-we-store",
      heading: "What we store and why",
      blocks: [
        {
          type: "table",
          caption: "Personal data the site stores",
          columns: ["When", "What we store", "Why"],
          rows: [
            [
              "You create an account",
              "Your **email address**, a **username** (if you leave it blank, we use the part of your email before the @), a **hashed password** (never the password itself), whether your email has been confirmed, and the dates the account was created and updated",
              "To let you sign in, show your name on the account page, and send password-reset emails you ask for",
            ],
            [
              "You are signed in",
              "A **session record**: a random session token, its expiry date, and the IP address and browser description (user-agent) recorded by our sign-in software when the session started",
              "To keep you signed in; the IP address and browser description are recorded automatically by the sign-in software and used only if we need to investigate misuse of an account",
            ],
            [
              "You ask to reset your password (or confirm your email)",
              "A one-time token tied to your account",
              "To check that the link in the email is genuine",
            ],
            [
              "You take a course or a quiz",
              "Signed in: lessons you mark complete and when; each **quiz attempt** (score, number of questions, the answers you chose, date); any **certificate** issued (the name you ask us to print on it, the course, the date). Signed out: only the quiz attempt itself (the questions drawn, your answers and score), linked to a random token in a **quiz_visitor** cookie so that you, and only you, can claim a pass for an account later; no name, email or address is stored with it",
              "To save your progress, grade the quiz on our server, show your results and issue your certificate",
            ],
            [
              "You send feedback",
              'Your message, the time, and the name and email address **only if you type them** (both are optional; a blank field is stored as "Anonymous")',
              "To fix errors and improve the site, and to reply if you gave an email address",
            ],
          ],
          note: "Feedback is not linked to your account, even if you are signed in when you send it.",
        },
        {
          type: "p",
          text: "Two kinds of data are handled only briefly, for security. First, to stop password-guessing and spam, the server counts recent requests by **IP address** (and failed sign-ins by email address). These counters are held in the server's memory, or in a short-lived shared cache when the site runs on several servers; they are never written to the database and expire after **15 minutes or one hour**, depending on the action.",
        },
        {
          type: "p",
          text: 'Second, the server writes **one log line per request** with the time, the method (such as GET or POST), the page path, the response status, how long it took and a random request ID. The log does **not** record your IP address, your browser, your account, or anything after the "?" in the address (so search words and calculator inputs are not logged).',
        },
      ],
    },
    {
      id: "cookies-and-trackers",
      heading: "Cookies, browser storage and what we never collect",
      blocks: [
        {
          type: "p",
          text: "The site sets at most **two cookies**. The **session cookie** is set only when you sign in and keeps you signed in; signing out or deleting your account removes it. The **quiz_visitor** cookie is set only when you start a quiz while signed out: a random token, kept for 30 days, that lets this browser claim a passed quiz for an account. Both are marked **httpOnly** (scripts on the page cannot read them), **SameSite=Lax** (other sites cannot make your browser send them with their forms) and **Secure** on https connections.",
        },
        {
          type: "p",
          text: "Your browser's local storage may hold four small items that never leave your device unless you sign in: **theme** (light or dark), **language** (English or Hindi menus), **signedIn** (a flag that tells the page whether to check for a session) and **courseProgress** (the lessons you marked complete; when you sign in they are copied to your account). You can clear them at any time from your browser settings.",
        },
        {
          type: "p",
          text: "The **chat assistant** answers on our own server from this site's pages and calculators. What you type, with the last few messages of the conversation, is sent to the server only to work out the reply; the server does **not** store it, and its request log records only the address /api/chat, as for any other request. The conversation is kept in your browser's **session storage** (key **chat**) so it survives moving between pages; it is deleted when you close the tab or press the chat's close button. If an operator of the site switches on an optional language model, your message and the passages the assistant found are sent to that model service to phrase the reply; we do not do this on this site today.",
        },
        {
          type: "list",
          items: [
            "**No analytics, advertising or tracking.** Every script, style sheet, image and font is served from this site's own address, and the site's security policy tells browsers to refuse anything from elsewhere. There are no third-party pixels, tag managers, social-media widgets, font services or content-delivery networks.",
            "**Calculators and tools run in your browser.** The figures you type are placed in the page address so you can bookmark or share a result. If you open such a link, your inputs reach our server only to build that page; they are not stored or logged.",
            "**We never ask for** your PAN, Aadhaar, phone number, bank details, income or investments. Please do not type them into feedback.",
            "When you follow a link to another website, your browser tells that site only our domain, not the page you were on. That site has its own privacy policy.",
          ],
        },
      ],
    },
    {
      id: "purposes-and-legal-basis",
      heading: "Our legal basis, purposes and who else sees your data",
      blocks: [
        {
          type: "p",
          text: "Under the DPDP Act we may process your personal data only for a lawful purpose. Our basis is your **consent**, which you give when you create an account, take a course while signed in, or send feedback, for the purposes listed in the table above and nothing else. The short-lived security counters and logs exist only to keep the service working and safe for everyone who uses it.",
        },
        {
          type: "p",
          text: "You can **withdraw consent** at any time by deleting your account (or asking us to delete your feedback). Withdrawal does not affect what was done before it. We do not use your data to profile you, to make automated decisions about you, or to sell anything.",
        },
        {
          type: "p",
          text: "We do not sell, rent or trade personal data. The only others who handle it are the companies that **host the site** and, if used, the **email service** that delivers password-reset and confirmation emails; they act on our instructions to run the service. If the site runs without an outside email service (for example on a test server), such emails are saved as files on the server instead. We will disclose data to authorities only where Indian law requires it.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          columns: ["Data", "How long"],
          rows: [
            ["Account, course progress, quiz attempts, certificates", "Until you delete your account"],
            ["A quiz attempt made while signed out and never claimed", "30 days, then deleted"],
            [
              "Session record and cookie",
              "Until you sign out or delete your account; a session stops working seven days after it was last renewed (it is renewed at most once a day while you use the site)",
            ],
            ["Password-reset link", "Works once, and for one hour only"],
            ["Security counters (IP address, email)", "15 minutes or one hour, in memory only"],
            ["Request logs", "Only as long as needed to investigate faults and attacks"],
            [
              "Feedback",
              "Until it is no longer needed to improve the site, or sooner if you ask us to delete it",
            ],
          ],
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and how to use them",
      blocks: [
        {
          type: "p",
          text: "The DPDP Act gives you these rights. Most can be used yourself on the /account page; for the rest, write to **the contact email shown in the site footer**.",
        },
        {
          type: "list",
          items: [
            "**Access.** The /account page shows your email address and username. Write to us for a summary of all the data we hold about you and what we do with it.",
            "**Correction.** Change your username on the /account page. To correct your email address, write to us.",
            "**Erasure.** Choose **Delete account** on the /account page. In one step this signs you out and deletes your profile, course progress, quiz attempts, certificates, all your sessions, your sign-in credentials and the account itself. Feedback is stored separately, so to erase a message you sent, write to us with roughly when you sent it and what it said.",
            "**Withdraw consent.** Delete your account, as above.",
            "**Grievance redressal.** If you are unhappy with how we handled your data, write to us first; we will reply as soon as we can and within any time limit set by the rules under the Act. If we do not resolve it, you may complain to the **Data Protection Board of India**.",
            "**Nominate.** You may name another person to exercise these rights for you if you die or become unable to act. Write to us with their name and contact details.",
          ],
        },
        {
          type: "p",
          text: "The Act also asks Data Principals not to give false information or file frivolous complaints, and to verify their identity when asked. We may ask you to write from the email address on the account before we share or change anything.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      blocks: [
        {
          type: "list",
          items: [
            "**Passwords are hashed** with scrypt, a deliberately slow one-way function, so even we cannot read them. Passwords must be at least 8 characters.",
            "**Session cookies** are httpOnly, SameSite=Lax and Secure on https; the site uses https with strict transport security when deployed normally.",
            "**Password changes and resets** sign out your other sessions; reset links are single-use and expire in one hour.",
            "**Forms only accept requests from this site itself**, and sign-in, registration, reset emails and feedback are rate-limited.",
            "A strict **content security policy** blocks scripts from anywhere else, and the sign-in software's telemetry is switched off.",
          ],
        },
        {
          type: "p",
          text: "No system is perfectly secure. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected, as the Act requires. Use a password you do not use anywhere else.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        {
          type: "p",
          text: "Anyone can read the site without an account. **Accounts are meant for adults aged 18 or over.** The DPDP Act treats anyone under 18 as a child and requires verifiable consent from a parent or lawful guardian before processing a child's data, which a free site like ours is not set up to collect. If you are a parent and believe your child has created an account, write to us and we will delete it.",
        },
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes to this policy and how to reach us",
      blocks: [
        {
          type: "p",
          text: "If the site starts storing something new, we will update this page before the change goes live and change the date shown at the top.",
        },
        {
          type: "p",
          text: "For any privacy question or request, write to **the contact email shown in the site footer**, or use the **Feedback** button on any page (add an email address if you want a reply). Read the [terms of service](/legal/terms-of-service) and the [disclaimer](/legal/disclaimer) for the rest of the rules that apply to this site.",
        },
      ],
    },
  ],
  related: ["/legal/terms-of-service", "/legal/disclaimer", "/about"],
};
