import type { ArticleBody } from "../../types.ts";

export const termsOfServicePage: ArticleBody = {
  path: "/legal/terms-of-service",
  lastReviewed: "2026-11-24",
  sources: [
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "India Code: Digital Personal Data Protection Act, 2023 (Act 22 of 2023)",
      url: "https://www.indiacode.nic.in/bitstream/123456789/22037/2/a2023-22.pdf",
    },
    {
      title: "MeitY: data protection framework (Digital Personal Data Protection Act, 2023 and Rules, 2025)",
      url: "https://www.meity.gov.in/data-protection-framework",
    },
  ],
  sections: [
    {
      id: "about-these-terms",
      heading: "About these terms",
      blocks: [
        {
          type: "p",
          text: "These terms apply to everyone who uses this website: its articles, glossaries, calculators, tools, courses and accounts. By using the site you agree to them. If you do not agree, please do not use the site.",
        },
        {
          type: "p",
          text: "The site is **free**. We sell no products, earn no commissions and show no advertising. Our [privacy policy](/legal/privacy-policy) explains what data we store, and our [disclaimer](/legal/disclaimer) explains the limits of the information here. Both form part of these terms.",
        },
      ],
    },
    {
      id: "educational-use-only",
      heading: "Educational use only: no advice",
      blocks: [
        {
          type: "p",
          text: "Everything on this site is **general education** about money and investing in India. It is not investment, tax, legal or financial advice, and it does not consider your income, goals, family, health or tolerance for risk.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "We are not your adviser",
          text: "We are not registered with SEBI as an **investment adviser** or a **research analyst**. Nothing here is a recommendation to buy, sell or hold any security, fund, insurance policy or other product. Before you act, check current rules with the official source and, if you need personal advice, consult a SEBI-registered investment adviser or a qualified tax professional.",
        },
        {
          type: "p",
          text: "You are responsible for your own decisions. Calculator and tool results are estimates based on the assumptions shown on each page; they are not forecasts or promises.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          type: "p",
          text: "You do not need an account to read the site, follow a course or take a quiz. An account keeps your course progress on our server, across devices, and lets you receive course certificates (a pass while signed out can be claimed for an account afterwards, from the same browser). If you create one:",
        },
        {
          type: "list",
          items: [
            "You must be **18 or older** and use an email address that is yours.",
            "One account per person. Keep your password secret, do not reuse it from other sites, and do not share your account.",
            "You are responsible for what happens under your account. Tell us at once, using the contact email shown in the site footer, if you think someone else has used it.",
            "You can **delete your account at any time** from the /account page. This deletes the account and its course data, as described in the privacy policy.",
            "We may suspend or delete an account that breaks these terms, for example one used to attack the site, to send spam, or to obtain certificates dishonestly. Where practical we will tell you why.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        {
          type: "p",
          text: "You are welcome to read, bookmark, link to and share any page, and to use the calculators as often as you like. You may also query the public calculator interface at a reasonable pace. You must **not**:",
        },
        {
          type: "list",
          items: [
            "Scrape or download the site in bulk at a rate that slows it for others, or get around rate limits, for example by rotating IP addresses.",
            "Attack, probe or test the site's security without our permission, try to read other people's data or accounts, or upload or send malicious code.",
            "Send spam, abusive or unlawful messages through the feedback form, or put other people's personal data in it.",
            'Pretend to be us, or to be connected with us, for example by offering "tips", paid groups or investment services in our name.',
            "Use the site or its content in a way that breaks Indian law, including the Information Technology Act, 2000.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Found a security problem?",
          text: "Please tell us privately at the contact email shown in the site footer, with enough detail to reproduce it, and give us reasonable time to fix it before telling anyone else. Good-faith reports are welcome.",
        },
      ],
    },
    {
      id: "courses-and-certificates",
      heading: "Courses, quizzes and certificates",
      blocks: [
        {
          type: "p",
          text: "A certificate from this site shows only that the named account **completed a free online course** and its quiz here. It is **not a professional qualification**, a degree or a licence. It is not a NISM certification, it does not make anyone a SEBI-registered adviser, analyst or distributor, and it must not be presented as if it did.",
        },
        {
          type: "list",
          items: [
            "The name printed on a certificate is the name you enter. Enter your own real name; we do not verify identity.",
            "Quizzes test understanding of the course material, not fitness to give advice or manage money.",
            "We may update courses and quizzes as rules change. A certificate reflects the course as it stood on the date shown on it.",
            "Deleting your account deletes your progress, quiz attempts and certificates. Keep your own copy if you need one.",
          ],
        },
      ],
    },
    {
      id: "content-accuracy",
      heading: 'Accuracy of content and "last reviewed" dates',
      blocks: [
        {
          type: "p",
          text: "We work hard to keep the content correct and current. Every page shows a **last reviewed** date, the date its facts were last checked, and lists its sources. Tax figures describe the rules for **tax year 2026-27** (1 April 2026 to 31 March 2027) under the **Income-tax Act, 2025**, unless a page says otherwise.",
        },
        {
          type: "p",
          text: "Rules, rates and limits change, sometimes with little notice, and a page may fall behind or contain mistakes. We do not guarantee that any content is complete, accurate or up to date on the day you read it. Always check the official source linked on the page before you act. If you spot an error, please tell us with the **Feedback** button on every page; we correct confirmed errors and update the review date.",
        },
      ],
    },
    {
      id: "our-content",
      heading: "Our content and links to other sites",
      blocks: [
        {
          type: "p",
          text: "The text, tables, calculators and course material on this site are protected by copyright. You may quote short extracts with a link back to the page. Please do not republish whole pages or courses, or present our content as your own, without written permission.",
        },
        {
          type: "p",
          text: "We link to regulators, exchanges and other sites so you can check facts for yourself. We do not control those sites and are not responsible for their content, products or privacy practices. A link is not an endorsement.",
        },
        {
          type: "p",
          text: "If you send feedback, you let us use your suggestions to improve the site without payment or obligation. We will not publish your name or email address.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      blocks: [
        {
          type: "p",
          text: 'The site is provided free of charge, **"as is" and "as available"**. We do not promise that it will always be available, error-free or secure, and we may change, pause or withdraw any part of it.',
        },
        {
          type: "p",
          text: "To the fullest extent permitted by Indian law, we are **not liable for any loss or damage**, including investment losses, tax penalties, lost profits or lost data, that arises from using or relying on the site, its calculators, tools or courses, or from being unable to use them. Nothing in these terms limits any liability that the law does not allow to be limited.",
        },
      ],
    },
    {
      id: "changes-and-governing-law",
      heading: "Changes to these terms and governing law",
      blocks: [
        {
          type: "p",
          text: "We may update these terms. When we do, we will change the date at the top of this page; continuing to use the site after that means you accept the updated terms. If you do not accept them, you may stop using the site and delete your account.",
        },
        {
          type: "p",
          text: "These terms are governed by the **laws of India**, and the courts in India have jurisdiction over any dispute about them. If any part of these terms is found unenforceable, the rest still applies. Questions about these terms can be sent to **the contact email shown in the site footer**. New to investing? Start with our [beginner's guide](/guides/beginners).",
        },
      ],
    },
  ],
  related: ["/legal/privacy-policy", "/legal/disclaimer", "/about", "/courses"],
};
