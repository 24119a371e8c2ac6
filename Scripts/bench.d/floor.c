/* The floor of any Xft program (issue 15): open the display, create and map a 320x560 window, open
 * one font through Xft (so it pays fontconfig's start-up as the calculator does), draw one string on
 * a filled background once the window is exposed, then idle until killed. Scripts/bench builds it
 * with cc $(pkg-config --cflags --libs x11 xft) -O2 and measures it exactly as the calculator. */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xft/Xft.h>

int main(void) {
    Display *dpy = XOpenDisplay(NULL);
    if (!dpy) return 1;
    int screen = DefaultScreen(dpy);
    Visual *visual = DefaultVisual(dpy, screen);
    Colormap colormap = DefaultColormap(dpy, screen);
    Window win = XCreateSimpleWindow(dpy, RootWindow(dpy, screen), 0, 0, 320, 560, 0, 0, 0x1c1c1e);
    XClassHint hint = {"floor", "Floor"};
    XSetClassHint(dpy, win, &hint);
    XSelectInput(dpy, win, ExposureMask | StructureNotifyMask);
    XMapWindow(dpy, win);
    XftFont *font = XftFontOpenName(dpy, screen, "sans-serif:size=40");
    XftDraw *draw = XftDrawCreate(dpy, win, visual, colormap);
    XftColor white;
    XftColorAllocName(dpy, visual, colormap, "white", &white);
    for (XEvent event;;) {
        XNextEvent(dpy, &event);
        if (event.type == Expose && event.xexpose.count == 0) {
            XClearWindow(dpy, win);
            XftDrawStringUtf8(draw, &white, font, 260, 120, (const FcChar8 *)"0", 1);
            XFlush(dpy);
        }
    }
}
