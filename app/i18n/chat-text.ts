import type { Language } from "./translate.ts";

// The chat widget's strings load with the widget (it is fetched on first open), so the
// shell's table, which every page ships, carries only the launcher's label ("chat.open").
const english = {
  title: "{0} Assistant",
  subtitle: "Answers from this site's pages and calculators",
  minimise: "Minimise chat",
  close: "Close chat and clear the conversation",
  messages: "Conversation",
  placeholder: "Ask about investing, taxes, calculators...",
  inputLabel: "Your question",
  send: "Send",
  waiting: "The assistant is typing",
  you: "You",
  assistant: "Assistant",
  greeting:
    "Namaste! I'm the {0} assistant. Ask me about investing, diversification, stock market learning, NPS tiers, income tax in India or finding your way around this website.",
  hint: "Enter sends, Shift+Enter adds a new line. Education, not advice.",
  error: "Sorry, I encountered an error while processing your request. Please try again later.",
  errorToastTitle: "Error",
  errorToastText: "Failed to get a response from the assistant",
};

export type ChatTextKey = keyof typeof english;

const hindi: Record<ChatTextKey, string> = {
  title: "{0} सहायक",
  subtitle: "इस साइट के पेजों और कैलकुलेटरों से उत्तर",
  minimise: "चैट छोटा करें",
  close: "चैट बंद करें और बातचीत मिटाएँ",
  messages: "बातचीत",
  placeholder: "निवेश, टैक्स, कैलकुलेटर के बारे में पूछें...",
  inputLabel: "आपका सवाल",
  send: "भेजें",
  waiting: "सहायक लिख रहा है",
  you: "आप",
  assistant: "सहायक",
  greeting:
    "नमस्ते! मैं {0} का सहायक हूँ। मुझसे निवेश, विविधीकरण, शेयर बाज़ार सीखने, NPS टियर, भारत में आयकर या इस वेबसाइट पर रास्ता खोजने के बारे में पूछें।",
  hint: "Enter से भेजें, Shift+Enter से नई पंक्ति। यह शिक्षा है, सलाह नहीं।",
  error: "क्षमा करें, आपका अनुरोध संसाधित करते समय त्रुटि हुई। कृपया बाद में फिर से प्रयास करें।",
  errorToastTitle: "त्रुटि",
  errorToastText: "सहायक से उत्तर नहीं मिल सका",
};

const tables: Record<Language, Record<ChatTextKey, string>> = { en: english, hi: hindi };

export function chatText(language: Language, key: ChatTextKey, ...params: string[]): string {
  return tables[language][key].replace(
    /\{(\d+)\}/g,
    (match, index: string) => params[Number(index)] ?? match,
  );
}
