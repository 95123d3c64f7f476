/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-cli-interrupt.c: long work that Ctrl+C and SIGTERM stop cleanly
 *
 * The work runs on a worker thread while the main thread waits in a main
 * loop of its own, where GLib turns SIGINT and SIGTERM into ordinary
 * sources: the first cancels the work, which winds down and cleans up
 * after itself; a second one means the user will not wait, and the
 * process leaves at once.  Either way the exit status is 128 plus the
 * signal, as a shell reports a process that the signal killed.
 *
 * Starting takes a few tenths of a second before the work does, so a
 * plain handler is put in place first (queens_cli_catch_signals_early());
 * a signal it records is acted on as soon as the work has started.
 *
 * The thread is one of our own, not GTask's pool: a pool thread that the
 * system refuses leaves the task queued for ever, where ours says so.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <glib-unix.h>

#include "queens-cli-private.h"
#include "queens-worker.h"

/* The first signal that came before the work's own handlers; 0 for none. */
static volatile sig_atomic_t queens_cli_early_signal;

static void
queens_cli_on_early_signal (int signal_number)
{
  /* A second one means the user will not wait, as below. */
  if (queens_cli_early_signal != 0)
    _exit (queens_cli_interrupted_status (signal_number));
  queens_cli_early_signal = signal_number;
}

void
queens_cli_catch_signals_early (void)
{
  struct sigaction action = { 0 };
  sigset_t handled;

  action.sa_handler = queens_cli_on_early_signal;
  sigemptyset (&action.sa_mask);
  sigaction (SIGINT, &action, NULL);
  sigaction (SIGTERM, &action, NULL);

  /* A parent that blocked them (some job runners do) would otherwise make
   * Ctrl+C and SIGTERM do nothing at all; the worker threads inherit the
   * mask from here. */
  sigemptyset (&handled);
  sigaddset (&handled, SIGINT);
  sigaddset (&handled, SIGTERM);
  pthread_sigmask (SIG_UNBLOCK, &handled, NULL);
}

typedef struct
{
  QueensCliWorkFunc    work_func;
  gpointer             work_data;
  QueensCliReportFunc  report_func;
  gpointer             report_data;
  GCancellable        *cancellable;
  GMainContext        *context;
  int                  signal_number;  /* the first that came; 0 for none */
  gint                 finished;       /* atomic: set by the worker */
  gboolean             succeeded;      /* the worker's, read after the join */
  GError              *error;
} QueensCliInterruptible;

int
queens_cli_interrupted_status (int signal_number)
{
  return signal_number == SIGTERM ? QUEENS_EXIT_TERMINATED : QUEENS_EXIT_INTERRUPTED;
}

static void
queens_cli_on_signal (QueensCliInterruptible *run,
                      int                     signal_number)
{
  if (run->signal_number == 0)
    {
      run->signal_number = signal_number;
      g_cancellable_cancel (run->cancellable);
      return;
    }

  /* Leave without running exit handlers under the worker's feet. */
  run->report_func (run->report_data);
  _exit (queens_cli_interrupted_status (signal_number));
}

static gboolean
queens_cli_on_interrupt (gpointer user_data)
{
  queens_cli_on_signal (user_data, SIGINT);
  return G_SOURCE_CONTINUE;
}

static gboolean
queens_cli_on_terminate (gpointer user_data)
{
  queens_cli_on_signal (user_data, SIGTERM);
  return G_SOURCE_CONTINUE;
}

static gpointer
queens_cli_work_in_thread (gpointer data)
{
  QueensCliInterruptible *run = data;

  run->succeeded = run->work_func (run->work_data, run->cancellable, &run->error);
  g_atomic_int_set (&run->finished, TRUE);
  /* The main thread may be asleep in its poll: the wake-up outlasts the
   * race with it going there. */
  g_main_context_wakeup (run->context);

  return NULL;
}

static GSource *
queens_cli_watch_signal (GMainContext           *context,
                         int                     signal_number,
                         GSourceFunc             callback,
                         QueensCliInterruptible *run)
{
  GSource *source = g_unix_signal_source_new (signal_number);

  g_source_set_callback (source, callback, run, NULL);
  g_source_attach (source, context);
  return source;
}

gboolean
queens_cli_run_interruptible (GMainContext         *context,
                              QueensCliWorkFunc     work_func,
                              gpointer              work_data,
                              QueensCliReportFunc   report_func,
                              gpointer              report_data,
                              int                  *out_signal,
                              GError              **error)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GSource) interrupt_source = NULL;
  g_autoptr(GSource) terminate_source = NULL;
  QueensCliInterruptible run = { 0 };
  GThread *worker;

  g_return_val_if_fail (context == g_main_context_get_thread_default (), FALSE);

  run.work_func = work_func;
  run.work_data = work_data;
  run.report_func = report_func;
  run.report_data = report_data;
  run.cancellable = cancellable;
  run.context = context;

  /* The handlers are in place before the work starts: from then on a
   * signal cancels it instead of killing the process half-way. */
  interrupt_source = queens_cli_watch_signal (context, SIGINT, queens_cli_on_interrupt, &run);
  terminate_source = queens_cli_watch_signal (context, SIGTERM, queens_cli_on_terminate, &run);
  /* From here GLib's handler takes the signals; one that came before is
   * handled now, cancelling the work before it starts. */
  if (queens_cli_early_signal != 0)
    queens_cli_on_signal (&run, queens_cli_early_signal);

  worker = queens_worker_thread_new ("queens-cli", queens_cli_work_in_thread, &run, &run.error);
  if (worker != NULL)
    {
      while (!g_atomic_int_get (&run.finished))
        g_main_context_iteration (context, TRUE);
      g_thread_join (worker);
    }

  g_source_destroy (interrupt_source);
  g_source_destroy (terminate_source);

  *out_signal = run.signal_number;
  if (!run.succeeded)
    g_propagate_error (error, run.error);
  return run.succeeded;
}
