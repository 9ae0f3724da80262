/** Placeholder: the floating Contact button and INQUIRIES dialog are built in features/inquiry. */
export function ContactButton() {
  return null;
}
