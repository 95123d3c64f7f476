/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-message.c: modal messages and questions on a window */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include "queens-message.h"

/* The index of the buttons, as GtkAlertDialog counts them; GtkDialog's
 * responses on GTK 4.8 use the same numbers. */
enum
{
  BUTTON_CANCEL,
  BUTTON_ACCEPT
};

/* The longest run of characters without a space shown whole, and how
 * much of a longer one stays on either side of the ellipsis. */
#define MAX_WORD_CHARS  80
#define WORD_HEAD_CHARS 30
#define WORD_TAIL_CHARS (MAX_WORD_CHARS - WORD_HEAD_CHARS - 1)

/* Labels break lines only between words, so a path a script got wrong
 * (thousands of characters) would make the message wider than the
 * screen, and than cairo can draw: such a word keeps its start and its
 * end (the file's name and the punctuation after it). */
static char *
shorten_long_words (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *shown = g_string_new (NULL);
  const char *word = valid;

  while (*word != '\0')
    {
      const char *end = word;
      glong length = 0;

      while (*end != '\0' && !g_unichar_isspace (g_utf8_get_char (end)))
        {
          end = g_utf8_next_char (end);
          length++;
        }

      if (length <= MAX_WORD_CHARS)
        g_string_append_len (shown, word, end - word);
      else
        {
          const char *tail = g_utf8_offset_to_pointer (word, length - WORD_TAIL_CHARS);

          g_string_append_len (shown, word, g_utf8_offset_to_pointer (word, WORD_HEAD_CHARS) - word);
          g_string_append (shown, "…");
          g_string_append_len (shown, tail, end - tail);
        }

      /* The space itself, as it was. */
      if (*end != '\0')
        {
          const char *next = g_utf8_next_char (end);

          g_string_append_len (shown, end, next - end);
          end = next;
        }
      word = end;
    }

  return g_string_free (shown, FALSE);
}

static char *
capitalize (const char *text)
{
  const char *rest = g_utf8_next_char (text);
  g_autofree char *first = g_utf8_strup (text, rest - text);

  return g_strconcat (first, rest, NULL);
}

/* The body as shown: long words shortened, the first letter a capital. */
static char *
make_sentence (const char *body)
{
  g_autofree char *shortened = shorten_long_words (body);

  return *shortened != '\0' ? capitalize (shortened) : g_steal_pointer (&shortened);
}

static gboolean
on_answer_ready (gpointer user_data)
{
  GTask *task = user_data;

  g_task_return_boolean (task, GPOINTER_TO_INT (g_task_get_task_data (task)));
  return G_SOURCE_REMOVE;
}

/* Answers from the main loop, once GTK is done with the question's
 * window: the caller may close the question's parent, and with it the
 * question, in its callback. */
static void
answer_later (GTask    *task,
              gboolean  accepted)
{
  g_autoptr(GSource) idle = g_idle_source_new ();

  g_task_set_task_data (task, GINT_TO_POINTER (accepted), NULL);
  g_task_attach_source (task, idle, on_answer_ready);
}

#if GTK_CHECK_VERSION (4, 10, 0)

static GtkAlertDialog *
new_alert (const char *heading,
           const char *sentence)
{
  GtkAlertDialog *alert = gtk_alert_dialog_new ("%s", heading);

  gtk_alert_dialog_set_detail (alert, sentence);
  gtk_alert_dialog_set_modal (alert, TRUE);
  return alert;
}

static void
on_alert_chosen (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;
  int button = gtk_alert_dialog_choose_finish (GTK_ALERT_DIALOG (source), result, &error);

  /* Closing the window otherwise than by a button is a "no" too. */
  if (error != NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    {
      g_task_return_error (task, error);
      return;
    }

  g_clear_error (&error);
  answer_later (task, button == BUTTON_ACCEPT);
}

#else /* GTK 4.8 */

static GtkWidget *
new_message_dialog (GtkWindow      *parent,
                    const char     *heading,
                    const char     *sentence,
                    GtkButtonsType  buttons)
{
  GtkWidget *dialog = gtk_message_dialog_new (parent,
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_OTHER, buttons, "%s", heading);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", sentence);
  return dialog;
}

static void
on_question_response (GtkDialog *dialog,
                      int        response,
                      gpointer   user_data)
{
  g_autoptr(GTask) task = user_data;

  /* Escape answers GTK_RESPONSE_DELETE_EVENT: a "no". */
  gtk_window_destroy (GTK_WINDOW (dialog));
  answer_later (task, response == BUTTON_ACCEPT);
}

#endif

void
queens_message_show (GtkWindow  *parent,
                     const char *heading,
                     const char *body)
{
  g_autofree char *title = NULL;
  g_autofree char *sentence = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (heading != NULL && body != NULL);

  title = shorten_long_words (heading);
  sentence = make_sentence (body);
  {
#if GTK_CHECK_VERSION (4, 10, 0)
    /* Without buttons of its own the alert offers Close. */
    g_autoptr(GtkAlertDialog) alert = new_alert (title, sentence);

    gtk_alert_dialog_show (alert, parent);
#else
    GtkWidget *dialog = new_message_dialog (parent, title, sentence, GTK_BUTTONS_CLOSE);

    g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
    gtk_window_present (GTK_WINDOW (dialog));
#endif
  }
}

void
queens_message_ask_async (GtkWindow           *parent,
                          const char          *heading,
                          const char          *body,
                          const char          *cancel_label,
                          const char          *accept_label,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autofree char *title = NULL;
  g_autofree char *sentence = NULL;
  GTask *task;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (heading != NULL && body != NULL);
  g_return_if_fail (cancel_label != NULL && accept_label != NULL);

  title = shorten_long_words (heading);
  sentence = make_sentence (body);
  task = g_task_new (parent, NULL, callback, user_data);
  g_task_set_source_tag (task, queens_message_ask_async);
  {
#if GTK_CHECK_VERSION (4, 10, 0)
    const char *buttons[] = {
      [BUTTON_CANCEL] = cancel_label, [BUTTON_ACCEPT] = accept_label, NULL
    };
    g_autoptr(GtkAlertDialog) alert = new_alert (title, sentence);

    gtk_alert_dialog_set_buttons (alert, buttons);
    gtk_alert_dialog_set_cancel_button (alert, BUTTON_CANCEL);
    gtk_alert_dialog_set_default_button (alert, BUTTON_CANCEL);
    gtk_alert_dialog_choose (alert, parent, NULL, on_alert_chosen, task);
#else
    GtkWidget *dialog = new_message_dialog (parent, title, sentence, GTK_BUTTONS_NONE);

    gtk_dialog_add_button (GTK_DIALOG (dialog), cancel_label, BUTTON_CANCEL);
    gtk_dialog_add_button (GTK_DIALOG (dialog), accept_label, BUTTON_ACCEPT);
    gtk_dialog_set_default_response (GTK_DIALOG (dialog), BUTTON_CANCEL);
    g_signal_connect (dialog, "response", G_CALLBACK (on_question_response), task);
    gtk_window_present (GTK_WINDOW (dialog));
#endif
  }
}

gboolean
queens_message_ask_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == queens_message_ask_async, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
